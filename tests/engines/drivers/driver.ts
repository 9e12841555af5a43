/**
 * The small interface the cross-engine journeys are written against. Each
 * engine has an adapter beside this file; what differs between the engines'
 * automation protocols stays in the adapters.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface LaunchOptions {
  /** Scripting on or off for the whole browser. */
  readonly javaScript: boolean;
  readonly colorScheme: 'light' | 'dark';
}

export type Key = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter' | 'Shift';

export interface Driver {
  readonly engine: Engine;
  /** Sets the size of the page's viewport (CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The value of a JavaScript expression in the page (JSON-serialisable). */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real key press. */
  press(key: Key): Promise<void>;
  /**
   * The role the engine's accessibility tree gives each element the selector
   * finds (WebDriver's computed role), where the driver's protocol can ask it.
   */
  roles?(selector: string): Promise<string[]>;
  /**
   * The errors and warnings the browser logged since the last call, CSP
   * reports included, as "error: text (url)" or "warning: text (url)".
   */
  takeConsole(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * What a driver keeps of the browser's console for `takeConsole`: errors and
 * warnings, as "error: text (url)", and uncaught exceptions.
 */
export function consoleLog() {
  let logged: string[] = [];
  return {
    message(type: 'error' | 'warning', text: string, url?: string) {
      logged.push(`${type}: ${text}${url ? ` (${url})` : ''}`);
    },
    uncaught(message: string) {
      logged.push(`uncaught: ${message}`);
    },
    take(): string[] {
      const messages = logged;
      logged = [];
      return messages;
    },
  };
}

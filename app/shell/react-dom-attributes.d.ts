import 'react';

// Platform attributes newer than React's type definitions. React passes
// lowercase attribute names through to the DOM unchanged.
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Invoker commands: the id of the element the button controls. */
    commandfor?: string;
    /** Invoker commands: what the button does to it. */
    command?:
      'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Which user actions close the dialog; "any" adds a click outside it. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}

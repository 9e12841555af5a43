import { chromiumDriver } from './chromium';
import type { Driver, Engine, LaunchOptions } from './driver';
import { firefoxDriver } from './firefox';
import { webkitDriver } from './webkit';

export type { Driver, Engine, Key, LaunchOptions } from './driver';

export const launchers: Record<Engine, (options: LaunchOptions) => Promise<Driver>> = {
  chromium: chromiumDriver,
  firefox: firefoxDriver,
  webkit: webkitDriver,
};

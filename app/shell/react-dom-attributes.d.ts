import 'react';

// Platform attributes newer than React's type definitions. React passes
// lowercase attribute names through to the DOM unchanged.
declare module 'react' {
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Which user actions close the dialog; "any" adds a click outside it. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}

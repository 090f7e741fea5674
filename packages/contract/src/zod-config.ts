import { z } from 'zod';
import { friendlyZodMessage } from './messages';

/**
 * zod's process-wide settings, as a side-effect import (`import '@tika/contract/zod-config'`)
 * for every program that parses with the contract's schemas: the API imports it in app.ts.
 * The barrel does not, so a bundle that uses only the contract's rules and messages (the web
 * app) leaves zod out; package.json lists this file as its one module with side effects.
 */
z.config({ customError: friendlyZodMessage });

// In the browser, no compiled parsers: zod's check for them calls Function(''), which the
// app's CSP (no 'unsafe-eval') blocks and reports as a violation. The server keeps them.
// The web parses no schema today; browser code that starts to must import this file first.
if ('document' in globalThis) z.config({ jitless: true });

import { globalStyle } from '@vanilla-extract/css';

/** The page itself belongs to the app: no browser margin around the themed tree. */
globalStyle('body', { margin: 0 });

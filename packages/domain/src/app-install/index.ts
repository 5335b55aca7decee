export * from './app-install.ts';

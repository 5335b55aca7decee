export * from './order-view.ts';
export * from './questionnaire.ts';
export * from './status.ts';
export * from './status-page.ts';
export * from './timeline.ts';

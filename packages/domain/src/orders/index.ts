export * from './counter-appointment.ts';
export * from './frontdesk.ts';
export * from './order-lists.ts';
export * from './order-view.ts';
export * from './questionnaire.ts';
export * from './status.ts';
export * from './status-page.ts';
export * from './timeline.ts';

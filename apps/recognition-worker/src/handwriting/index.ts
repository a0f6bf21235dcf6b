export { HandwritingEvents } from './handwriting-events';
export { ReadHandwritingHandler } from './read-handwriting.handler';

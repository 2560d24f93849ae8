// The firebase client arrives in its own chunk, fetched only when a social button is pressed.
import type * as FirebaseClient from './firebaseClient';

export type FirebaseClientModule = typeof FirebaseClient;

/** Rejects when the chunk cannot be fetched (offline): the flows report it as a network failure. */
export function loadFirebaseClient(): Promise<FirebaseClientModule> {
  return import(/* webpackChunkName: "firebase" */ './firebaseClient');
}

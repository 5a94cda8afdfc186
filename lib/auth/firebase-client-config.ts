/** What the firebase client SDK needs (spec 3, "Backend project configuration"); public values, safe in the browser. */
export interface FirebaseClientConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
  readonly databaseURL?: string;
  readonly storageBucket?: string;
  readonly messagingSenderId?: string;
  readonly measurementId?: string;
}

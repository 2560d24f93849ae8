// The contract between the SPA and the API server. The SPA should import types (`import type`)
// from the schema files so that TypeBox stays out of the browser bundle.
export * from './constants';
export * from './errorCodes';
export * from './apiPaths';
export * from './customerImage';

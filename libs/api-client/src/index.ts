export { ApiError, type ApiErrorDetails, type ApiErrorKind, isApiError } from './core/api-error.js';
export {
  type EnvelopeKey,
  type FlowKey,
  type FlowResult,
  envelopeKeys,
  parseJsonBody,
  readEnvelope,
} from './core/envelope.js';
export {
  type AnyCall,
  type BodyKind,
  type CallAccess,
  type CallDefinition,
  type CallInput,
  type CallResult,
  type HttpMethod,
  type SuccessResult,
} from './core/define-call.js';
export {
  type ApiClientOptions,
  type CallOptions,
  type TransferProgress,
} from './core/transport.js';
export { type ApiClient, calls, createApiClient } from './core/create-api-client.js';
export {
  type Page,
  type Pagination,
  flagSchema,
  idSchema,
  paginated,
  paginationSchema,
} from './schemas/common.js';
export { type SignedInUser, type User, signedInUserSchema, userSchema } from './schemas/user.js';
export { type Location, locationSchema } from './calls/locations.js';

/** The data layer: pure request mappers per endpoint family, one HTTP client, the auth provider. */
export { createDataProvider, type ServiceDeskDataProvider } from './dataProvider';
export { createHttpClient, type HttpClient } from './httpClient';
export { createAuthProvider } from './authProvider';
export { serverValidators } from './serverValidators';
export { provideValidators, type ValidatorSource } from './validatorSource';
export { SEARCH_FILTER } from './records';
export type { LookupItem, LookupParams } from './lookups';
export type { ApiRequest } from './request';
export type { ActionFlags } from './actions';
export type { ActivityEntry, ActivityParams } from './activity';
export type { PlanningEntry, PlanningFile, PlanningWrite } from './planning';
export type { LinkedParams } from './links';
export type { BulkParams } from './bulk';
export type { PermissionSet, PermissionSource } from './permissions';
export type { SavedFilter } from './listFilters';
export type { ColumnChoice } from './columnChoices';
export { CUSTOM_FILTERS, SAVED_FILTER } from '../../kernel';

/**
 * The shapes of a resource file (schemas/*.json) as the engine and the server read them. The keywords'
 * shapes are generated from schemas/meta/resource.schema.json (keywords.generated.ts, npm run gen:types),
 * so what the start-up checks accept and what the code reads are one declaration; what is here is derived.
 */
import type { QueryParams } from './keywords.generated';

export type {
  ActionsSpec,
  AssociatesColumn,
  BadgeColour,
  Command,
  DerivedHint,
  EitherRule,
  Endpoint,
  FlagGrant,
  FollowRule,
  Grant,
  ImportSpec,
  LinkAttribute,
  LinkConst,
  LinkPicker,
  LinkSpec,
  ListBulkAction,
  ListFilter,
  LookupDeclaration,
  MenuItem,
  MenuPlace,
  PermissionHint,
  PlanningKind,
  PlanningSpec,
  ReferenceHint,
  ReportSpec,
  ResourceFile,
  SaveContext,
  SavedFiltersSpec,
  SendFields,
  ShowMenu,
  ShowTab,
  SimpleListSpec,
  XApi,
  XList,
  XResource,
  XShow,
  XStore,
} from './keywords.generated';
export type { PropertySchema } from './propertySchema';

export type Role = 'admin' | 'agent' | 'user';

/** The query parameter names of a list, each given: an endpoint's params with the defaults filled in. */
export type QueryParamNames = Required<QueryParams>;

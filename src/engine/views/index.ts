/** The views the first list screen needs; SchemaForm and SchemaShow are imported lazily by path. */
export { SchemaList } from './SchemaList';
export { SavedFilterList } from './SavedFilterList';
export { AlertArea } from './AlertArea';
export { ConfirmDelete } from './ConfirmDelete';
export { RoleGate } from './RoleGate';
export { useAlert } from '../hooks/useAlert';

/** The views the first list screen needs; the other screens (form, show, saved filter) are imported lazily by path. */
export { SchemaList } from './SchemaList';
export { AlertArea } from './AlertArea';
export { RoleGate } from './RoleGate';
export { useAlert } from '../hooks/useAlert';

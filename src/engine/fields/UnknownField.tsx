import { useTranslate } from 'ra-core';
import type { DisplayProps } from './DisplayProps';

/** Rendered when no renderer claims a property: visible, naming the path, so a gap is never silent. */
export function UnknownField({ path }: { path: string }) {
  const translate = useTranslate();
  return (
    <span data-unknown-field={path} style={{ color: '#b71c1c', fontFamily: 'monospace' }}>
      {translate('sd.unknown', { path, _: `No renderer for "${path}"` })}
    </span>
  );
}

/** The display slots' floor: <UnknownDisplay descriptor={d} record={r} /> names d.name. */
export function UnknownDisplay({ descriptor }: DisplayProps) {
  return <UnknownField path={descriptor.name} />;
}

import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { useDetachLink } from '../hooks/useDetachLink';
import type { ResourceDefinition } from '../../kernel';
import { ConfirmDialog } from './ConfirmDialog';

interface DetachButtonProps {
  definition: ResourceDefinition;
  link: string;
  /** The owning record and the linked one. */
  id: Identifier;
  target: Identifier;
  /** What is detached, in words: the target's title. */
  name: string;
  /** The link attribute's value the pair is stored with, when the link has one. */
  attribute?: string;
  onDetached(): void;
}

/** "detach" on a linked row, asked first; the outcome goes to the resource's alert area and the dialog closes either way. */
export function DetachButton({ definition, link, id, target, name, attribute, onDetached }: DetachButtonProps) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const { detach, busy } = useDetachLink(definition, (detached) => {
    setAsking(false);
    if (detached) onDetached();
  });
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)}>{translate('sd.links.detach')}</Button>
      <ConfirmDialog open={asking} danger busy={busy} title={translate('sd.links.detach_title', { name })}
        question={translate('sd.links.detach_confirm', { name })} confirm={translate('sd.links.detach')}
        onConfirm={() => detach(link, id, target, attribute)} onClose={() => setAsking(false)} />
    </>
  );
}

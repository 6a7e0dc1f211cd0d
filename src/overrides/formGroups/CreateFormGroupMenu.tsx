import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { formGroupCategories } from './formGroupCategories';
import { createGroupPath } from './formGroupPaths';

/** The admin's create-form-group dropdown: a new group of each kind ("New asset form group", ...). */
export function CreateFormGroupMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} aria-haspopup="menu" aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('form_group.create_menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formGroupCategories().map((kind) => (
          <MenuItem key={kind.category} component={Link} to={createGroupPath(kind.category)} onClick={() => setAnchor(null)}>
            {translate('form_group.new', { name: kind.definition.title })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

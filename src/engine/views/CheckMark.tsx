import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

/**
 * <CheckMark checked /> : a checkbox's look for an item that is itself the checkbox (a menuitemcheckbox,
 * a list entry with role checkbox, its state in aria-checked): an icon, not a second control nested
 * inside the first, which assistive technology would still reach.
 */
export function CheckMark({ checked, disabled = false }: { checked: boolean; disabled?: boolean }) {
  const Icon = checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return <Icon fontSize="small" color={disabled ? 'disabled' : checked ? 'primary' : 'action'} />;
}

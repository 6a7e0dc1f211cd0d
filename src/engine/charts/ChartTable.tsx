import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EMPTY_TEXT } from '../constants';
import type { ChartText } from './chartSpec';
import type { ChartGroup } from './Chart';

/** A chart's numbers as a table, its text alternative: each group with its count, linked where the chart's mark opens something. */
export function ChartTable({ groups, text, caption }: { groups: ChartGroup[]; text: ChartText; caption: string }) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow><TableCell>{text.group}</TableCell><TableCell align="right">{text.count}</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are drawn in the order counted and names may repeat (---)
          <TableRow key={i}>
            <TableCell>{group.link ? <Link component={RouterLink} to={group.link}>{group.name ?? EMPTY_TEXT}</Link> : group.name ?? EMPTY_TEXT}</TableCell>
            <TableCell align="right">{group.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { Percentage } from '../../../components/percentage';

/** The number columns both participation tables have, with their headers' texts. */
export interface CountColumns {
  participations: string;
  confirmed: string;
  /** Declined with a reason. */
  declined: string;
  percentage: string;
}

export function CountHeaders({ columns }: { columns: CountColumns }) {
  return (
    <>
      <th scope="col" className="number">
        {columns.participations}
      </th>
      <th scope="col" className="number">
        {columns.confirmed}
      </th>
      <th scope="col" className="number">
        {columns.declined}
      </th>
      <th scope="col" className="number">
        {columns.percentage}
      </th>
    </>
  );
}

interface CountCellsProps {
  columns: CountColumns;
  participations: number;
  confirmed: number;
  declined: number;
  /** One decimal, coloured (part 2 §9). */
  percentage: number;
}

/** A row's numbers, each labelled with its column on a phone's card. */
export function CountCells({
  columns,
  participations,
  confirmed,
  declined,
  percentage,
}: CountCellsProps) {
  return (
    <>
      <td className="number" data-label={columns.participations}>
        {participations}
      </td>
      <td className="number" data-label={columns.confirmed}>
        {confirmed}
      </td>
      <td className="number" data-label={columns.declined}>
        {declined}
      </td>
      <td className="number" data-label={columns.percentage}>
        <Percentage value={percentage} />
      </td>
    </>
  );
}

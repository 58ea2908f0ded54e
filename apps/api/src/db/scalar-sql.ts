import { sql, type SQL } from 'drizzle-orm';

/**
 * A subquery as a field of a select, such as one a module hands another for its statement
 * (decision 0074). Drizzle writes the columns of a field of a single-table select bare ("id"),
 * which inside a subquery would name the subquery's own table; nested one level down, as here,
 * they keep their table's name.
 */
export const scalarSql = <T>(subquery: SQL): SQL<T> => sql<T>`${subquery}`;

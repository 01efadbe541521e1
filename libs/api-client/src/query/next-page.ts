/** The page after `last` of a paged answer ({ total, pagina, por_pagina }), or none at the end. */
export function nextPageOf(last: { total: number; pagina: number; por_pagina: number }) {
  return last.pagina * last.por_pagina < last.total ? last.pagina + 1 : undefined;
}

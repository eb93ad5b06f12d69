// A table's head row and body rows put in place of what it held: the fleet and the choices both
// redraw their tables whole.
export function fillTable(table, head, rows) {
  const thead = document.createElement('thead');
  thead.append(head);
  const tbody = document.createElement('tbody');
  tbody.append(...rows);
  table.replaceChildren(thead, tbody);
}

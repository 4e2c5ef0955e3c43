export const deleteCollectionDetail = (orderCount: number) =>
  orderCount > 0
    ? `It has ${orderCount === 1 ? 'an order' : `${orderCount} orders`}, so it is archived instead: out of the shop, kept for ${orderCount === 1 ? 'that order' : 'those orders'} and their downloads.`
    : 'It leaves the shop and its template files are removed. This cannot be undone.';

import { DownloadNotice } from '~/components/downloads/download-notice';

/** Nothing about the order is shown: the link alone proves little. */
export function FilesUnavailable() {
  return (
    <DownloadNotice
      eyebrow="Not quite yet"
      title="No files to download"
      text="The designs of an order can be downloaded once its payment is complete. If you have paid and still see this, the studio will sort it out for you."
      action={{ to: '/account/orders', label: 'Your orders' }}
    />
  );
}

import { useState } from 'react';
import { qrFileName } from '../../../domain/tables/tables';
import { toast } from '../../lib/toast';
import { copyText, downloadFile, shareLink } from './browser-actions';
import { QR_MESSAGES } from './qr-messages';

export type QrTarget = {
  /** The address the code carries. */
  url: string;
  /** What "Partager" sends, when not the code's address (the readable `/{slug}`). */
  shareUrl?: string;
  /** Owner-only PNG/SVG files for the download buttons. */
  pngUrl: string;
  svgUrl: string;
  /** Names the downloaded files: "Le Petit Bistro" → "Le-Petit-Bistro.png". */
  restaurantName: string;
  shareTitle: string;
  /** False when there is no menu to show: download and share then explain why (spec §5). */
  hasMenu: boolean;
};

/** Copies a link and says so (or how to copy it by hand). */
export async function copyUrl(url: string) {
  if (await copyText(url)) {
    toast.success(QR_MESSAGES.linkCopied);
    return;
  }
  toast.error(QR_MESSAGES.copyFailed, { description: QR_MESSAGES.copyFailedHint });
}

/** Copy, download and share, with the spec's toasts (spec part 1 §2, §5, §8). */
export function useQrActions(target: QrTarget) {
  const [pendingFormat, setPendingFormat] = useState<'png' | 'svg' | null>(null);

  const copy = () => copyUrl(target.url);

  async function download(format: 'png' | 'svg') {
    if (!target.hasMenu) {
      toast.error(QR_MESSAGES.noMenu, { description: QR_MESSAGES.noMenuDownload });
      return;
    }
    setPendingFormat(format);
    try {
      const url = format === 'png' ? target.pngUrl : target.svgUrl;
      await downloadFile(url, qrFileName(target.restaurantName, format));
      toast.success(QR_MESSAGES.downloaded);
    } catch {
      toast.error(QR_MESSAGES.downloadFailed, {
        description: 'Vérifiez votre connexion, puis réessayez.',
      });
    } finally {
      setPendingFormat(null);
    }
  }

  async function share() {
    if (!target.hasMenu) {
      toast.error(QR_MESSAGES.noMenu, { description: QR_MESSAGES.noMenuShare });
      return;
    }
    const url = target.shareUrl ?? target.url;
    const outcome = await shareLink({ title: target.shareTitle, url });
    if (outcome === 'unsupported') await copyUrl(url);
  }

  return { copy, download, share, pendingFormat };
}

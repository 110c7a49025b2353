import { Camera, ImageUp } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ACCEPTED_UPLOAD_TYPES,
  IMAGE_MESSAGES,
  thumbnailUrl,
  type UploadedImage,
  uploadedImageHash,
} from '../../../domain/images/image-rules';
import { detectUploadType } from '../../../domain/images/upload-type';
import { ApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { uploadImage } from '../../lib/image-upload';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../ui/button';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; localPreview: string | null }
  | { status: 'error'; message: string };

/**
 * The same check as the server's, on the first bytes: a file that is no photo is refused at
 * once (nothing is sent), and only what browsers can draw gets a preview while it travels.
 */
async function inspect(file: File) {
  const type = detectUploadType(new Uint8Array(await file.slice(0, 256).arrayBuffer()));
  return { type, preview: type && type !== 'heic' ? URL.createObjectURL(file) : null };
}

/**
 * The "Importer une photo" tab ("Télécharger" read as "download"): a photo from the phone's
 * camera or gallery, or dropped on desktop, sent with a progress bar, then shown. A refused or
 * failed upload says why (the server's French message) and leaves the dish as it was.
 */
export function DishPhotoUpload({
  imageUrl,
  onUploaded,
  onBusyChange,
  label = 'Photo du plat',
  progressLabel = 'Progression de l’envoi de la photo',
  testId = 'dish-photo',
}: {
  imageUrl: string | null;
  onUploaded: (image: UploadedImage) => void;
  onBusyChange: (isBusy: boolean) => void;
  /** What the photo is, for its preview and file input ("Logo du restaurant"…). */
  label?: string;
  progressLabel?: string;
  /** Prefix of the test ids (`{testId}-input`, `-preview`, `-dropzone`). */
  testId?: string;
}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [isDragOver, setIsDragOver] = useState(false);
  const isPhone = useMediaQuery('(pointer: coarse)');
  const galleryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const hintId = useId();
  const statusId = useId();

  useEffect(() => () => abort.current?.abort(), []);
  const localPreview = state.status === 'uploading' ? state.localPreview : null;
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function send(file: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const { type, preview } = await inspect(file);
    if (!type) {
      abort.current = null;
      setState({ status: 'error', message: IMAGE_MESSAGES.unsupportedType });
      return;
    }
    setState({ status: 'uploading', progress: 0, localPreview: preview });
    onBusyChange(true);
    try {
      const image = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setState((current) =>
            current.status === 'uploading' ? { ...current, progress } : current,
          ),
      });
      setUploaded(image);
      onUploaded(image);
      setState({ status: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ApiError ? error.message : IMAGE_MESSAGES.uploadFailed;
      setState({ status: 'error', message });
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        onBusyChange(false);
      }
    }
  }

  const onFiles = (files: FileList | null) => {
    const [file] = files ?? [];
    if (file) void send(file);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragOver(false);
    onFiles(event.dataTransfer.files);
  };

  const isUploadedPhoto = uploadedImageHash(imageUrl) !== null;
  const shownUrl = localPreview ?? (isUploadedPhoto && imageUrl ? thumbnailUrl(imageUrl) : null);
  const placeholder = uploaded?.url === imageUrl ? uploaded?.placeholder : undefined;
  const isUploading = state.status === 'uploading';
  const percent = isUploading ? Math.round(state.progress * 100) : 0;

  return (
    <div className="grid gap-3">
      {shownUrl && (
        <img
          src={shownUrl}
          alt={isUploading ? 'Aperçu de la photo en cours d’envoi' : label}
          width={160}
          height={120}
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
          className={cn(
            'h-30 w-40 rounded-lg border-2 border-ring bg-muted bg-cover bg-center object-cover',
            isUploading && 'opacity-60',
          )}
          style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
          data-testid={`${testId}-preview`}
        />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the buttons do the same */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-start gap-2 rounded-lg border-2 border-dashed border-border p-4',
          isDragOver && 'border-ring bg-muted',
        )}
        data-testid={`${testId}-dropzone`}
      >
        {!isPhone && <p className="text-sm text-muted-foreground">Glissez une photo ici, ou :</p>}
        <div className="flex flex-wrap gap-2">
          {isPhone && (
            <Button
              variant="outline"
              onClick={() => cameraInput.current?.click()}
              disabled={isUploading}
            >
              <Camera aria-hidden="true" className="size-4" />
              Prendre une photo
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => galleryInput.current?.click()}
            disabled={isUploading}
            aria-describedby={hintId}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {isPhone ? 'Choisir dans la galerie' : 'Choisir une photo'}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          JPEG, PNG, WebP, HEIC ou AVIF, 10 Mo au maximum.
        </p>
        <input
          ref={galleryInput}
          type="file"
          accept={ACCEPTED_UPLOAD_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          data-testid={`${testId}-input`}
          onChange={(event) => {
            onFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            onFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <div id={statusId} aria-live="polite" className="grid gap-1">
        {isUploading && (
          <>
            <p className="text-sm">Envoi de la photo… {percent} %</p>
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-primary"
              max={100}
              value={percent}
              aria-label={progressLabel}
            />
          </>
        )}
      </div>
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}

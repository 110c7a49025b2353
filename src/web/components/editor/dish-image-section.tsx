import { Check, ImageOff } from 'lucide-react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { findStockImages } from '../../../domain/catalog/stock-images';
import { uploadedImageHash } from '../../../domain/images/image-rules';
import { cn } from '../../lib/cn';
import { stockImageUrl } from '../../lib/stock-image-url';
import { Button } from '../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import type { DishFormValues } from './dish-form-schema';
import { DishPhotoUpload } from './dish-photo-upload';

/** Image: stock images matching the name, or the owner's own photo; roulette comes later. */
export function DishImageSection({
  control,
  setValue,
  name,
  onUploadingChange,
}: {
  control: Control<DishFormValues>;
  setValue: UseFormSetValue<DishFormValues>;
  name: string;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const matches = findStockImages(name);
  const isUploadedPhoto = uploadedImageHash(imageUrl) !== null;
  const choose = (url: string | null) => {
    setValue('imageChoice', 'owner');
    setValue('imageUrl', url, { shouldDirty: true });
  };
  return (
    <section aria-labelledby="dish-image-title" className="grid gap-2">
      <h3 id="dish-image-title" className="text-sm font-medium">
        Image
      </h3>
      <Tabs defaultValue={isUploadedPhoto ? 'upload' : 'standards'}>
        <TabsList>
          <TabsTrigger value="standards">Standards</TabsTrigger>
          <TabsTrigger value="upload">Importer une photo</TabsTrigger>
          <TabsTrigger value="roulette">Roulette</TabsTrigger>
        </TabsList>
        <TabsContent value="standards" className="mt-3 grid gap-3">
          {matches.length === 0 ? (
            <p className="text-sm text-muted-foreground">Image bientôt disponible pour ce plat</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {matches.map((image) => (
                <button
                  key={image.id}
                  type="button"
                  aria-pressed={imageUrl === image.url}
                  onClick={() => choose(image.url)}
                  className={cn(
                    'relative overflow-hidden rounded-lg border-2',
                    imageUrl === image.url ? 'border-ring' : 'border-transparent',
                  )}
                >
                  <img
                    src={stockImageUrl(image.url)}
                    alt={image.name}
                    className="size-24 bg-muted object-cover"
                  />
                  {imageUrl === image.url && (
                    <Check
                      aria-hidden="true"
                      className="absolute top-1 right-1 size-5 rounded-full bg-accent p-0.5 text-accent-foreground"
                    />
                  )}
                </button>
              ))}
            </div>
          )}
          {imageUrl && !isUploadedPhoto && !matches.some((image) => image.url === imageUrl) && (
            <img
              src={stockImageUrl(imageUrl)}
              alt="Illustration actuelle du plat"
              className="size-24 rounded-lg border-2 border-ring bg-muted object-cover"
            />
          )}
        </TabsContent>
        <TabsContent value="upload" className="mt-3">
          <DishPhotoUpload
            imageUrl={imageUrl}
            onUploaded={(image) => choose(image.url)}
            onBusyChange={onUploadingChange}
          />
        </TabsContent>
        <TabsContent value="roulette" className="mt-3">
          <p className="text-sm text-muted-foreground">
            La roulette d'images arrive bientôt : fonctionnalité à venir.
          </p>
        </TabsContent>
      </Tabs>
      {imageUrl && (
        <Button variant="outline" className="justify-self-start" onClick={() => choose(null)}>
          <ImageOff aria-hidden="true" className="size-4" />
          Supprimer l'image
        </Button>
      )}
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, api, type Restaurant } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { DishPhotoUpload } from '../editor/dish-photo-upload';
import { Button } from '../ui/button';

type ImageField = 'logoImageId' | 'coverImageId';

const IMAGES = [
  {
    field: 'logoImageId',
    urlField: 'logoUrl',
    title: 'Logo',
    label: 'Logo du restaurant',
    hint: 'Carré de préférence : il s’affiche en petit à côté du nom.',
    testId: 'profile-logo',
    saved: 'Logo enregistré',
    removed: 'Logo retiré',
  },
  {
    field: 'coverImageId',
    urlField: 'coverUrl',
    title: 'Photo de couverture',
    label: 'Photo de couverture',
    hint: 'Une photo large de la salle ou d’un plat, en haut de votre menu.',
    testId: 'profile-cover',
    saved: 'Photo de couverture enregistrée',
    removed: 'Photo de couverture retirée',
  },
] as const;

/**
 * The logo and the cover, sent through the photos' upload (POST /api/v1/images) and saved on
 * the profile at once: nothing to forget to save.
 */
export function ProfileImages({ restaurant }: { restaurant: Restaurant }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {IMAGES.map((image) => (
        <ProfileImage key={image.field} restaurant={restaurant} image={image} />
      ))}
    </div>
  );
}

function ProfileImage({
  restaurant,
  image,
}: {
  restaurant: Restaurant;
  image: (typeof IMAGES)[number];
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const url = restaurant[image.urlField];

  async function save(field: ImageField, id: string | null) {
    setIsBusy(true);
    try {
      const saved = await api.updateRestaurant({ [field]: id });
      queryClient.setQueryData(queryKeys.restaurant, saved);
      toast.success(id ? image.saved : image.removed);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Impossible de sauvegarder.';
      toast.error('Erreur', { description: message });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        {image.title}
      </h3>
      <p className="text-xs text-muted-foreground">{image.hint}</p>
      <DishPhotoUpload
        imageUrl={url}
        label={image.label}
        progressLabel={`Progression de l’envoi : ${image.label.toLowerCase()}`}
        testId={image.testId}
        onBusyChange={setIsBusy}
        onUploaded={(uploaded) => void save(image.field, uploaded.id)}
      />
      {url && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={isBusy}
          onClick={() => void save(image.field, null)}
        >
          Retirer : {image.label.toLowerCase()}
        </Button>
      )}
    </section>
  );
}

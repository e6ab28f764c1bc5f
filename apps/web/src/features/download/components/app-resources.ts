import { APP_RESOURCES, type Resource } from '@fortuna/shared';

/** An app download resource type: IOS, ANDROID or IOS_LITE. */
export type AppResourceType = (typeof APP_RESOURCES)[number];
export type AppResource = Resource & { type: AppResourceType };

/** The configured app downloads, in the spec's order (iOS, Android, iOS lite). */
export function appResources(resources: readonly Resource[]): AppResource[] {
  return APP_RESOURCES.flatMap((type) => {
    const resource = resources.find((entry) => entry.type === type && entry.url.trim());
    return resource ? [{ ...resource, type }] : [];
  });
}

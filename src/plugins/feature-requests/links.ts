/**
 * Links to the framework's issue tracker with a feature request already
 * started. The repository's `feature.yml` issue form adds the `feature` and
 * `status: needs triage` labels itself; a URL can only pre-fill the title.
 */
export const sourceRepoUrl = 'https://github.com/facebook/docusaurus';

/** Areas a request can be about; the prefix helps maintainers triage the title. */
export const featureAreas = [
  {id: 'docs', label: 'Docs plugin', prefix: 'Docs'},
  {id: 'blog', label: 'Blog plugin', prefix: 'Blog'},
  {id: 'theme', label: 'Theme and UI', prefix: 'Theme'},
  {id: 'markdown', label: 'Markdown and MDX', prefix: 'Markdown'},
  {id: 'i18n', label: 'Translations (i18n)', prefix: 'i18n'},
  {id: 'build', label: 'Build, CLI and bundler', prefix: 'Core'},
] as const;

export type FeatureAreaId = (typeof featureAreas)[number]['id'];

/** URL of a new issue on the feature form, with a title made from the area and the reader's idea. */
export function featureRequestUrl(areaId: FeatureAreaId | null, idea: string): string {
  const area = featureAreas.find((candidate) => candidate.id === areaId);
  const trimmed = idea.trim().replace(/\s+/g, ' ');
  const title = [area ? `${area.prefix}:` : '', trimmed].filter(Boolean).join(' ');
  const params = new URLSearchParams({template: 'feature.yml'});
  if (title) {
    params.set('title', title);
  }
  return `${sourceRepoUrl}/issues/new?${params.toString()}`;
}

/** Open feature requests, most upvoted first: where readers vote with a reaction. */
export const mostWantedFeaturesUrl = `${sourceRepoUrl}/issues?q=${encodeURIComponent(
  'is:issue is:open label:feature sort:reactions-+1-desc',
)}`;

/** Open-ended conversation before an idea is concrete enough for an issue. */
export const discussionsUrl = `${sourceRepoUrl}/discussions`;

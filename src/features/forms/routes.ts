import type { ComponentType } from 'react';

export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  'forms/FormPreview': () => import('./pages/FormPreview'),
  'forms/TemplateForm': () => import('./pages/TemplateForm'),
  'forms/TemplateDraftList': () => import('./pages/TemplateDraftList'),
  'forms/TemplatePreview': () => import('./pages/TemplatePreview'),
  // the application content route of spec 01 §2 is a form-service page in this build
  'portal/AppContent': () => import('./pages/AppContent'),
};

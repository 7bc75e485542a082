import apiErrors from './api-errors';
import cacheInvalidation from './cache-invalidation';
import inputGuard from './input-guard';
import multipartGate from './multipart-gate';
import originCheck from './origin-check';
import previewGate from './preview-gate';
import publicForm from './public-form';
import responseCache from './response-cache';
import session from './session';
import tempFiles from './temp-files';

export default {
  'api-errors': apiErrors,
  'cache-invalidation': cacheInvalidation,
  'input-guard': inputGuard,
  'multipart-gate': multipartGate,
  'origin-check': originCheck,
  'preview-gate': previewGate,
  'public-form': publicForm,
  'response-cache': responseCache,
  session,
  'temp-files': tempFiles,
};

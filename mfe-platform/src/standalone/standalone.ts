import { mountStandalone } from '@tumbledash/shared';
import * as lifecycles from '../app';

void mountStandalone('mfe-platform', lifecycles);

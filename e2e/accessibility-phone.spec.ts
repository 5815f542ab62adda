import { accessibilityTests, SCREENS } from './support/accessibility-screens';

accessibilityTests(SCREENS.phone);

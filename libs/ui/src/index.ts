export { Button, type ButtonProps, type ButtonVariant } from './components/button/button.js';
export {
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from './components/link/link.js';
export {
  TextArea,
  TextField,
  type TextAreaProps,
  type TextFieldProps,
  type TextFieldType,
} from './components/text-field/text-field.js';
export { PhoneField, type PhoneFieldProps } from './components/phone-field/phone-field.js';
export { OtpField, type OtpFieldProps } from './components/otp-field/otp-field.js';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/select-field/select-field.js';
export {
  QuantityStepper,
  type QuantityStepperProps,
} from './components/quantity-stepper/quantity-stepper.js';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from './components/radio-group/radio-group.js';
export {
  ChoiceChips,
  type ChoiceChipsAppearance,
  type ChoiceChipsProps,
  type ChoiceOption,
} from './components/choice-chips/choice-chips.js';
export {
  ImagePicker,
  type ImagePickerProps,
  type PickedImage,
} from './components/image-picker/image-picker.js';
export { formatImageRefusal } from './components/image-picker/format-image-refusal.js';
export {
  DEFAULT_IMAGE_LIMITS,
  IMAGE_FORMATS,
  IMAGE_MEDIA_TYPES,
  checkImageFile,
  checkImageFiles,
  readImageDimensions,
  sniffImageFormat,
  type AcceptedImageFile,
  type ImageCheckOptions,
  type ImageDimensionLimits,
  type ImageDimensions,
  type ImageDimensionsReader,
  type ImageFileCheck,
  type ImageFilesCheckOptions,
  type ImageFormat,
  type ImageLimits,
  type ImageRefusal,
  type ImageRefusalReason,
  type RefusedImageFile,
} from './lib/image-file-check.js';
export {
  DEFAULT_IMAGE_SHRINK,
  MAX_SOURCE_IMAGE_BYTES,
  encodeWithCanvas,
  shrinkImage,
  type ImageEncoder,
  type ImageShrinkOptions,
} from './lib/image-shrink.js';
export { Dialog, type DialogProps, preloadDialog } from './components/dialog/dialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './components/dialog/confirm-dialog.js';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsItem,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './components/tabs/tabs.js';
export {
  ToastProvider,
  preloadToasts,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastVariant,
} from './components/toast/toast.js';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state.js';
export {
  VirtualList,
  type VirtualListItemProps,
  type VirtualListProps,
  type VirtualListScroller,
} from './components/virtual-list/virtual-list.js';
export { onDemand, type OnDemand } from './lib/on-demand.js';
export { onIdle, type OnIdleOptions, type OnIdleScheduler, whenIdle } from './lib/on-idle.js';
export { afterNextPaint } from './lib/after-next-paint.js';
export { HydrateLater, type HydrateLaterProps } from './lib/hydrate-later.js';
export { useIsHydrated } from './lib/use-is-hydrated.js';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state.js';
export { FormAlert, type FormAlertProps } from './components/form-alert/form-alert.js';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonShape,
} from './components/skeleton/skeleton.js';
export { Price, type PriceProps } from './components/price/price.js';
export { RiyalSign, type RiyalSignProps } from './components/price/riyal-sign.js';
export {
  VariantLabel,
  type VariantLabelProps,
  type VariantOption,
} from './components/variant-label/variant-label.js';
export { formatPhone, phoneHref } from './components/phone-number/format-phone.js';
export { PhoneNumber, type PhoneNumberProps } from './components/phone-number/phone-number.js';
export { Rating, type RatingProps } from './components/rating/rating.js';
export { RatingInput, type RatingInputProps } from './components/rating/rating-input.js';
export { Spinner, type SpinnerProps } from './components/spinner/spinner.js';
export {
  PAYMENT_MARK_KINDS,
  PaymentMark,
  type PaymentMarkKind,
  type PaymentMarkProps,
} from './components/payment-marks/payment-mark.js';
export {
  BackIcon,
  BrandMark,
  CartIcon,
  CategoriesIcon,
  GlobeIcon,
  HeartIcon,
  HomeIcon,
  OrdersIcon,
  SearchIcon,
  UserIcon,
  type IconProps,
} from './components/icons/icons.js';
export {
  OfflineNotice,
  type OfflineNoticeProps,
  useIsOnline,
} from './components/offline-notice/offline-notice.js';
export {
  TopProgressBar,
  type TopProgressBarProps,
} from './components/top-progress-bar/top-progress-bar.js';
export { Pagination, type PaginationProps } from './components/pagination/pagination.js';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './components/breadcrumbs/breadcrumbs.js';
export {
  BottomTabBar,
  type BottomTabBarItem,
  type BottomTabBarProps,
} from './components/bottom-tab-bar/bottom-tab-bar.js';
export {
  STICKY_ACTION_BAR_TWIN_CLASS,
  StickyActionBar,
  type StickyActionBarMode,
  type StickyActionBarProps,
} from './components/sticky-action-bar/sticky-action-bar.js';
export { focusFirstError, type FocusFirstErrorOptions } from './lib/focus-first-error.js';
export {
  AccountLayout,
  SideNav,
  type AccountLayoutProps,
  type SideNavItem,
  type SideNavProps,
  type SideNavSection,
} from './components/account-layout/account-layout.js';
export {
  AsideLayout,
  PageLayout,
  type AsideLayoutProps,
  type PageLayoutProps,
  type PageWidth,
} from './components/page-layout/page-layout.js';
export {
  ResultLayout,
  ResultMark,
  type ResultLayoutProps,
  type ResultMarkProps,
  type ResultTone,
} from './components/result-layout/result-layout.js';
// The empty states' pictures: a module each, so a page ships only the one it shows.
export { AddressesIllustration } from './components/empty-state/illustrations/addresses.js';
export { BankAccountsIllustration } from './components/empty-state/illustrations/bank-accounts.js';
export { EmptyCartIllustration } from './components/empty-state/illustrations/empty-cart.js';
export { FavoritesIllustration } from './components/empty-state/illustrations/favorites.js';
export { MessagesIllustration } from './components/empty-state/illustrations/messages.js';
export { NotificationsIllustration } from './components/empty-state/illustrations/notifications.js';
export { OrdersIllustration } from './components/empty-state/illustrations/orders.js';
export { ReviewsIllustration } from './components/empty-state/illustrations/reviews.js';
export { SearchIllustration } from './components/empty-state/illustrations/search.js';
export { WalletIllustration } from './components/empty-state/illustrations/wallet.js';

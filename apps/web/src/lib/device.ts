export function isAndroid(userAgent: string = navigator.userAgent): boolean {
  return /android/i.test(userAgent);
}

/**
 * The card provider's session.js, loaded from the provider's origin only when the payment page
 * asks for it (the page's CSP lets that origin in there and nowhere else). It draws the card form
 * in an iframe of the provider's origin: card numbers never touch Badal's page.
 */

export interface ProviderCardForm {
  init(options: { sessionId: string; countryCode: string; cardViewId: string; language?: string }): void;
  submit(): Promise<{ sessionId?: string; SessionId?: string }>;
}

declare global {
  interface Window {
    myFatoorah?: ProviderCardForm;
  }
}

const loading = new Map<string, Promise<ProviderCardForm>>();

export const loadProviderScript = (url: string): Promise<ProviderCardForm> => {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<ProviderCardForm>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.myFatoorah ? resolve(window.myFatoorah) : reject(new Error('no card form')));
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error('the card form could not be loaded'));
    };
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
};

import { useEffect } from 'react';

/** Sets the tab's title while the component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

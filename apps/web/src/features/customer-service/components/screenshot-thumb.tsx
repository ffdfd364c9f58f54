import { useEffect, useState } from 'react';
import { csText as t } from '../../../locales/zh-CN/customer-service';
import { useUserStore } from '../../../stores/user-store';

/**
 * One of the agent's own screenshots on an order. /v1/file/{path} needs the session, which an <img>
 * cannot send: the bytes are read with it and shown from an object URL.
 */
export function ScreenshotThumb({ url, name }: { url: string; name: string }) {
  const [src, setSrc] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl = '';
    let live = true;
    const token = useUserStore.getState().token;
    void fetch(url, { headers: token ? { Authorization: token } : {}, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <li className="wo-shot">
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img className="wo-shot__img" src={src} alt={name} />
        </a>
      ) : (
        <span className="wo-shot__missing">{failed ? t.screenshotMissing : ''}</span>
      )}
    </li>
  );
}

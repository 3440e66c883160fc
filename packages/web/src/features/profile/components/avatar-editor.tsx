// The profile photo with its 'Edit' upload (docs/product.md section 2, profile). A failed upload keeps
// the old photo and says why.
import { useRef, useState, type ChangeEvent } from 'react';
import { Pencil } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFileProblem, avatarUploadFailure } from '../lib/avatar-file';
import styles from './avatar-editor.module.css';

interface AvatarEditorProps {
  userId: string;
  avatarUrl: string | null;
  onChanged: (avatarUrl: string) => void;
}

export function AvatarEditor({ userId, avatarUrl, onChanged }: AvatarEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const upload = useUploadAvatar({
    onSuccess: (url) => {
      setMessage({ tone: 'success', text: 'Looking sharp! Your new avatar is on.' });
      onChanged(url);
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setMessage(null);
    upload.mutate(
      { userId, file },
      {
        onError: (error) => {
          console.error('Failed to upload avatar', error);
          setMessage({ tone: 'error', text: avatarUploadFailure(error) });
        },
      },
    );
  };

  return (
    <div className={styles.editor}>
      <div className={styles.photo}>
        <Avatar src={avatarUrl} alt="Your avatar" size={112} className={styles.avatar} />
        <Button
          variant="secondary"
          className={styles.edit}
          aria-label="Edit avatar"
          aria-busy={upload.isPending || undefined}
          aria-disabled={upload.isPending}
          onClick={() => {
            if (!upload.isPending) inputRef.current?.click();
          }}
        >
          <Pencil size={16} aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Edit'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_ACCEPT}
          hidden
          data-testid="avatar-file"
          onChange={onPick}
        />
      </div>
      <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
    </div>
  );
}

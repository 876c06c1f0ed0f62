import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scorecardsApi } from '@trap/contracts/api/route-paths';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Input,
  Spinner,
  call,
  queryOptions,
  routeKey,
  errorMessage,
  toast,
} from '@trap/ui';

const absolute = (p: string) => new URL(p, window.location.origin).toString();

/**
 * The switch of a session's public scorecard: a link anyone may open (the round on the trap layout
 * and the score), made on request and ended for good by Stop sharing.
 */
export function ScorecardShareDialog({
  sessionId,
  title,
  open,
  onOpenChange,
}: {
  sessionId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const input = { params: { id: sessionId } };
  const key = routeKey(scorecardsApi.getScorecardShare, input);
  const status = useQuery({ ...queryOptions(scorecardsApi.getScorecardShare, input), enabled: open });
  const change = useMutation({
    mutationFn: (share: boolean) => call(share ? scorecardsApi.shareScorecard : scorecardsApi.stopSharingScorecard, input),
    onSuccess: (next) => {
      client.setQueryData(key, next);
      setCopied(false);
      toast({ title: next.shared ? 'Scorecard link created' : 'Scorecard no longer shared', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Sharing not changed', description: errorMessage(err), variant: 'destructive' }),
  });
  const share = status.data;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // no clipboard permission: the link stays selected in its field to copy by hand
      document.getElementById(linkId)?.focus();
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Share scorecard</DialogTitle>
        <DialogDescription>
          Anyone with the link sees {title}: the score and the round on the trap layout, not your notes. Stop sharing ends the link for
          good.
        </DialogDescription>
        {status.isPending ? <Spinner label="Loading" /> : null}
        {status.isError ? (
          <p role="alert" className="pr-error">
            {errorMessage(status.error)}
          </p>
        ) : null}
        {share?.shared && share.url && share.imageUrl ? (
          <div style={{ display: 'grid', gap: '0.5rem' }}>
            <img src={share.imageUrl} alt={`Scorecard of ${title}`} style={{ width: '100%', height: 'auto', borderRadius: 8 }} />
            <label htmlFor={linkId}>Public link</label>
            <Input id={linkId} readOnly value={absolute(share.url)} onFocus={(e) => e.currentTarget.select()} />
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <Button size="sm" onClick={() => void copy(absolute(share.url!))}>
                {copied ? 'Link copied' : 'Copy link'}
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={share.url} target="_blank" rel="noreferrer">
                  Open scorecard
                </a>
              </Button>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          {share?.shared ? (
            <Button variant="destructive" onClick={() => change.mutate(false)} disabled={change.isPending}>
              Stop sharing
            </Button>
          ) : (
            <Button onClick={() => change.mutate(true)} disabled={change.isPending || !share}>
              Create public link
            </Button>
          )}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

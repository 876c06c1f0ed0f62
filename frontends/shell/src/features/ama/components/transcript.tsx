import { useAmaT } from '../texts/texts.ts';

/**
 * A session transcript as written: blocks separated by blank lines, lines starting `Q:` or `A:`
 * shown as question and answer. Plain text only (React escapes it).
 */
export function Transcript({ text }: { text: string }) {
  const { t } = useAmaT();
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="ama-transcript">
      {blocks.map((block, i) => (
        <div key={i} className="ama-transcript__block">
          {block.split('\n').map((line, j) => {
            const m = /^([QA]):\s*(.*)$/.exec(line.trim());
            if (!m) return <p key={j}>{line}</p>;
            return (
              <p key={j} className={m[1] === 'Q' ? 'ama-transcript__q' : 'ama-transcript__a'}>
                <strong>{m[1] === 'Q' ? t('session.question') : t('session.answer')}:</strong> {m[2]}
              </p>
            );
          })}
        </div>
      ))}
    </div>
  );
}

import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A shimmering placeholder that keeps the space content will take, so nothing jumps when it arrives. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />;
}

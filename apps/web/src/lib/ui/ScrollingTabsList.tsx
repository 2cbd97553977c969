import { Tabs, useTabsContext, type TabsListProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * A tab bar that scrolls sideways when its tabs do not fit (a phone) instead of wrapping onto
 * a second row or widening the page; the active tab is scrolled into view whenever it changes
 * (by touch, a click, the arrow keys or the address). Styles: `.tab-scroller` in global.css.
 */
export function ScrollingTabsList({ className, ...props }: TabsListProps) {
  const { value } = useTabsContext();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>('[role="tab"][data-active]');
    if (!bar || !tab) return;
    // Only the bar scrolls: scrollIntoView would also move the page up or down.
    const barBox = bar.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left;
    else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right;
  }, [value]);
  return (
    <Tabs.List
      ref={list}
      className={className ? `tab-scroller ${className}` : 'tab-scroller'}
      {...props}
    />
  );
}

import { Component, type ReactNode } from "react";

interface Props {
  type: string;
  id?: string;
  children: ReactNode;
}

/**
 * One per section: a section that throws while rendering is logged and
 * hidden, and the rest of the page keeps working.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(
      `Section "${this.props.type}"${this.props.id ? ` (#${this.props.id})` : ""} failed and was hidden:`,
      error,
    );
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

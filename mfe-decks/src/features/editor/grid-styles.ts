import styled from 'styled-components';

/** The editable grids of the chart and table dialogs: one input per cell, scrolling sideways if wide. */
export const GridWrap = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export const Grid = styled.table`
  border-collapse: collapse;

  th,
  td {
    padding: 2px;
    vertical-align: middle;
  }

  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: start;
  }

  input {
    width: 100%;
    min-width: 88px;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const ErrorList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

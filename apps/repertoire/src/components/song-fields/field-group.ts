import styled from 'styled-components';

/** A fieldset without the browser's frame: its legend reads as the group's title. */
export const FieldGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

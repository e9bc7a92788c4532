import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { SelectField } from '../select-field';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('ties its label to the input', () => {
    renderPage(<TextField label="Email" name="email" type="email" />);

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
  });

  it('is valid and has no description without an error or hint', () => {
    renderPage(<TextField label="First name" name="firstName" />);

    const input = screen.getByLabelText('First name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows its error under the input, describes the input with it and marks it invalid', () => {
    renderPage(<TextField label="Email" name="email" error="Please enter a valid email address" />);

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('describes the input with its hint and error together', () => {
    renderPage(
      <TextField label="Password" name="password" hint="At least 6 characters" error="Password is too short" />,
    );

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters Password is too short',
    );
  });

  it('keeps an id the caller passes and forwards input props and ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderPage(
      <TextField
        ref={ref}
        id="signup-email"
        label="Email"
        name="email"
        placeholder="you@startup.com"
        onChange={onChange}
      />,
    );

    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'signup-email');
    expect(ref.current).toBe(input);
    fireEvent.change(input, { target: { value: 'amara@kuza.africa' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('amara@kuza.africa');
  });

  it('gives two fields with the same label different ids', () => {
    renderPage(
      <>
        <TextField label="Name" name="a" />
        <TextField label="Name" name="b" />
      </>,
    );

    const [first, second] = screen.getAllByLabelText('Name');
    expect(first.id).not.toBe(second.id);
  });

  it('lets the user show and hide a password', () => {
    renderPage(<TextField label="Password" name="password" type="password" />);

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('type', 'button');
  });

  it('offers no visibility toggle for other input types', () => {
    renderPage(<TextField label="Email" name="email" />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('TextArea and SelectField', () => {
  it('wire label, hint and error the way TextField does', () => {
    renderPage(
      <>
        <TextArea label="Description" name="description" hint="Two lines" error="Description is too long" />
        <SelectField label="Industry" name="industry" hint="Pick one">
          <option value="">Select an industry</option>
          <option value="Fintech">Fintech</option>
        </SelectField>
      </>,
    );

    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toHaveAttribute('name', 'description');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Two lines Description is too long');
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select).toHaveAttribute('name', 'industry');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).toHaveAccessibleDescription('Pick one');
    fireEvent.change(select, { target: { value: 'Fintech' } });
    expect(select).toHaveValue('Fintech');
  });
});
